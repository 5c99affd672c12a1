// rate-limiter-flexible's base class for stores is not exported from its main module (index.js), only from its own
// file; its type is the one the package declares.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
  const StoreAbstract: typeof RateLimiterStoreAbstract;
  export default StoreAbstract;
}
