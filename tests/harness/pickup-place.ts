// A pickup point's place as the review and the order page name it (src/lib/data/delivery-days.parse.ts PickupPlace):
// the seeded Pokhara point, for the unit tests of its words, the order view and the tab's copy of an order.
import type { PickupPlace } from '@/lib/data/delivery-days.parse';

export const LAKESIDE_PLACE: PickupPlace = {
  name: 'Lakeside farmers corner',
  name_ne: 'लेकसाइड किसान कुना',
  address: 'Lakeside Road 6, opposite the boat station',
  address_ne: 'लेकसाइड सडक ६, डुङ्गा स्टेसनको अगाडि',
  opensAt: '09:00',
  closesAt: '16:00',
};
