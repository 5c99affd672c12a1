// Valid inputs for the checkout and the two forms, as a shopper types them: tests change one field at a time.
import type { CustomerInput } from '@/features/checkout/validation';

export const validCustomer: CustomerInput = {
  name: 'Sita Sharma',
  phone: '9812345678',
  email: '',
  district: 'dist_1',
  city: 'city_1',
  landmark: 'Near the temple',
  notes: '',
};

export const validLead = {
  fullName: 'Integration Lead',
  mobile: '9812345678',
  business: 'Test Farm',
  email: 'lead@testfarm.com.np',
  nature: 'Honey producer',
};
