// The farmers collection's records (docs/rules.md §3 Farmer card), parsed for the pages: what the build's loader hands
// out (src/content.config.ts, PUBLISHED_FARMERS of ./farmers.ts), and the farmers a lot names (lots.parse.ts). Pure: no
// client, no I/O.
import { z } from 'zod';
import { type FileUrl, num, pictureUrl, text } from './fields';

type Warn = (message: string) => void;

const farmerRecord = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  location: text,
  specialty: text,
  image: text,
  years: num,
  story: text,
  videoUrl: text,
  sort: num,
  name_ne: text,
  location_ne: text,
  specialty_ne: text,
  story_ne: text,
});

export interface Farmer {
  id: string;
  name: string;
  location: string;
  specialty: string;
  imageUrl: string;
  years: number;
  story: string;
  videoUrl: string;
  sort: number;
  /** The Nepali versions for the Nepali pages ("" when not written). */
  nameNe: string;
  locationNe: string;
  specialtyNe: string;
  storyNe: string;
}

export function parseFarmer(raw: unknown, fileUrl: FileUrl, warn?: Warn): Farmer | null {
  const r = farmerRecord.safeParse(raw);
  if (!r.success) return null;
  const { image, name_ne, location_ne, specialty_ne, story_ne, ...rest } = r.data;
  return {
    ...rest,
    nameNe: name_ne.trim(),
    locationNe: location_ne.trim(),
    specialtyNe: specialty_ne.trim(),
    storyNe: story_ne.trim(),
    imageUrl: pictureUrl(fileUrl, rest.id, image, 'image', warn),
  };
}
