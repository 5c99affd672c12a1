// docs/rules.md §2 Home 9 "In the Press": four outlets, three with an external
// article. Editorial content: replace with the shop's real coverage.

export interface PressOutlet {
  outlet: string;
  title: string;
  excerpt: string;
  /** External article; without one, "View Article" opens our own press page. */
  url?: string;
}

/** docs/rules.md §9: the press carousel shows 4 outlets. */
export const PRESS_OUTLETS: readonly PressOutlet[] = [
  {
    outlet: 'Nepal Agri Times',
    title: 'Farm-to-table start-up gives hill farmers a direct line to city kitchens',
    excerpt:
      'By buying through cooperatives and paying agreed prices before harvest, the platform has brought more than 600 ' +
      'smallholders into online trade without asking customers for a card.',
    url: 'https://nepalagritimes.example/farm-to-table-hill-farmers',
  },
  {
    outlet: 'Himalayan Business Review',
    title: 'Cash on delivery still rules Nepali e-commerce — and this grocer built around it',
    excerpt:
      'Anonymous checkout, doorstep payment and QR-coded jars: how a produce marketplace earned trust in districts where ' +
      'few shoppers have ever paid online.',
    url: 'https://himalayanbusinessreview.example/cash-on-delivery-grocery',
  },
  {
    outlet: 'Kathmandu Food Journal',
    title: 'Scan the jar, meet the beekeeper',
    excerpt:
      'Traceability labels let shoppers follow a jar of chiuri honey back to the Chepang hives where it was harvested — a ' +
      'small change that is reshaping how urban families buy food.',
    url: 'https://ktmfoodjournal.example/scan-the-jar',
  },
  {
    outlet: 'Terai Radio Network',
    title: 'Mango growers of the Terai find new buyers online',
    excerpt:
      'Orchard families in Sarlahi and Siraha describe selling their Maldaha harvest straight to customers across the ' +
      'country for the first time.',
  },
];

/** docs/rules.md §9: the press carousel moves on about every 7 s; its progress bar grows 1.43% every 100 ms. */
export const PRESS_TICK_MS = 100;
export const PRESS_PROGRESS_PER_TICK = 1.43;
