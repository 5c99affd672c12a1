// Loads the District and City/Area choices for the checkout form (docs/rules.md §7 Districts, Delivery branches) and reports
// failures with the docs/rules.md §8 toasts. When the server cannot answer (offline), the delivery areas kept on the
// phone answer instead (delivery-areas.ts); when the phone has none either, the shopper is told it is offline.
import { useEffect, useState } from 'react';
import * as m from '../../paraglide/messages.js';
import { useLocale } from '../../components/ui/locale';
import { showToast } from '../../components/ui/toast';
import { listBranches, listDistricts, type Branch } from './checkout-api';
import { areasOffline, branchesFailed, districtsFailed } from './messages';
import { createDistrictCache, type District } from './district-cache';
import { branchesIn, savedDeliveryAreas } from './delivery-areas';

/** `ask()`, or when it fails, `kept()` from the delivery areas saved on the phone; the first error if both fail. */
async function orSaved<T>(ask: () => Promise<T>, kept: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (err) {
    try {
      return await kept();
    } catch {
      throw err;
    }
  }
}

/** True when the browser says it has no connection. */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The toast for delivery areas that could not be loaded: offline says so, else the spec's sentence. */
function failedToast(locale: ReturnType<typeof useLocale>, failed: (l: typeof locale) => string) {
  showToast({
    title: m.checkout_error({}, { locale }),
    description: offline() ? areasOffline(locale) : failed(locale),
    variant: 'destructive',
  });
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked storage (privacy settings): memory cache only
  }
}

// One cache per page: reopening the drawer does not refetch.
let districtCache: ReturnType<typeof createDistrictCache> | null = null;
const branchRequests = new Map<string, Promise<Branch[]>>();

function branchesOf(districtName: string): Promise<Branch[]> {
  let request = branchRequests.get(districtName);
  if (!request) {
    request = orSaved(
      () => listBranches(districtName),
      async () => branchesIn(await savedDeliveryAreas(), districtName),
    );
    branchRequests.set(districtName, request);
    request.catch(() => branchRequests.delete(districtName)); // a failure may be retried
  }
  return request;
}

/** `offline`: the list could not be loaded because the phone is offline (and has none saved). */
export function useDistricts(): { districts: District[]; loading: boolean; offline: boolean } {
  const locale = useLocale();
  const [districts, setDistricts] = useState<District[]>([]);
  const [loading, setLoading] = useState(true);
  const [failedOffline, setFailedOffline] = useState(false);
  useEffect(() => {
    let live = true;
    districtCache ??= createDistrictCache({
      fetchDistricts: listDistricts,
      storage: browserStorage(),
      fallback: async () => (await savedDeliveryAreas()).districts,
    });
    districtCache
      .get()
      .then((list) => {
        if (!live) return;
        setDistricts(list);
        setFailedOffline(false);
      })
      .catch(() => {
        if (!live) return;
        setFailedOffline(offline());
        failedToast(locale, districtsFailed);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [locale]);
  return { districts, loading, offline: failedOffline };
}

/** The delivery branches ("cities") of the chosen district; empty while no district is chosen. */
export function useBranches(districtName: string): { branches: Branch[]; loading: boolean; offline: boolean } {
  const locale = useLocale();
  const [state, setState] = useState<{ for: string; branches: Branch[]; loading: boolean; offline: boolean }>({
    for: '',
    branches: [],
    loading: false,
    offline: false,
  });
  useEffect(() => {
    if (!districtName) {
      setState({ for: '', branches: [], loading: false, offline: false });
      return;
    }
    let live = true;
    setState({ for: districtName, branches: [], loading: true, offline: false });
    branchesOf(districtName)
      .then((branches) => live && setState({ for: districtName, branches, loading: false, offline: false }))
      .catch(() => {
        if (!live) return;
        setState({ for: districtName, branches: [], loading: false, offline: offline() });
        failedToast(locale, branchesFailed);
      });
    return () => {
      live = false;
    };
  }, [districtName, locale]);
  // Never hand out the previous district's branches during the switch.
  return state.for === districtName ? state : { branches: [], loading: Boolean(districtName), offline: false };
}
