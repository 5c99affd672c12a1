// The place of the pickup point the shopper chose at checkout (its names, address and hours: docs/rules.md "Delivery
// days"), for the review. The day picker keeps the offer to itself and hands on only the point's id and charge, so this
// reads the same /delivery-days.json answer (the same address: the browser's copy of the picker's read answers it).
import { useEffect, useState } from 'react';
import { placeOf, type PickupPlace, type PickupPoint } from '../../lib/data/delivery-days.parse';

/** The chosen point's place, or null while it is being read, when none is chosen or it cannot be read (offline). */
export function usePickupPlace(districtId: string, branchId: string, pointId: string): PickupPlace | null {
  const [found, setFound] = useState<{ key: string; place: PickupPlace } | null>(null);
  const key = `${districtId}/${branchId}/${pointId}`;
  useEffect(() => {
    if (!branchId || !pointId) return;
    let current = true;
    const query = new URLSearchParams({ district: districtId, branch: branchId });
    fetch(`/delivery-days.json?${query}`)
      .then((res) => (res.ok ? (res.json() as Promise<{ pickupPoints?: PickupPoint[] }>) : null))
      .then((answer) => {
        const point = answer?.pickupPoints?.find((p) => p.id === pointId);
        if (current && point) setFound({ key, place: placeOf(point) });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [districtId, branchId, pointId, key]);
  return found?.key === key ? found.place : null;
}
