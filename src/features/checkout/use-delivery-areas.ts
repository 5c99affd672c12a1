// Loads the District and City/Area choices for the checkout form (docs/rules.md §7 Districts, Delivery branches) and reports
// failures with the docs/rules.md §8 toasts.
import { useEffect, useState } from 'react';
import * as m from '../../paraglide/messages.js';
import { useLocale } from '../../components/ui/locale';
import { showToast } from '../../components/ui/toast';
import { listBranches, listDistricts, type Branch } from './checkout-api';
import { branchesFailed, districtsFailed } from './messages';
import { createDistrictCache, type District } from './district-cache';

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
    request = listBranches(districtName);
    branchRequests.set(districtName, request);
    request.catch(() => branchRequests.delete(districtName)); // a failure may be retried
  }
  return request;
}

export function useDistricts(): { districts: District[]; loading: boolean } {
  const locale = useLocale();
  const [districts, setDistricts] = useState<District[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    districtCache ??= createDistrictCache({ fetchDistricts: listDistricts, storage: browserStorage() });
    districtCache
      .get()
      .then((list) => live && setDistricts(list))
      .catch(
        () =>
          live &&
          showToast({
            title: m.checkout_error({}, { locale }),
            description: districtsFailed(locale),
            variant: 'destructive',
          }),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [locale]);
  return { districts, loading };
}

/** The delivery branches ("cities") of the chosen district; empty while no district is chosen. */
export function useBranches(districtName: string): { branches: Branch[]; loading: boolean } {
  const locale = useLocale();
  const [state, setState] = useState<{ for: string; branches: Branch[]; loading: boolean }>({
    for: '',
    branches: [],
    loading: false,
  });
  useEffect(() => {
    if (!districtName) {
      setState({ for: '', branches: [], loading: false });
      return;
    }
    let live = true;
    setState({ for: districtName, branches: [], loading: true });
    branchesOf(districtName)
      .then((branches) => live && setState({ for: districtName, branches, loading: false }))
      .catch(() => {
        if (!live) return;
        setState({ for: districtName, branches: [], loading: false });
        showToast({
          title: m.checkout_error({}, { locale }),
          description: branchesFailed(locale),
          variant: 'destructive',
        });
      });
    return () => {
      live = false;
    };
  }, [districtName, locale]);
  // Never hand out the previous district's branches during the switch.
  return state.for === districtName ? state : { branches: [], loading: Boolean(districtName) };
}
