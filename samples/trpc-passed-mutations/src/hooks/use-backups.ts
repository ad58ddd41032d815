import { trpc } from '@/trpc/trpc';

// useQueries: the callback's parameter is the procedure proxy.
export function useIgnoredApps(appIds: string[]) {
  // @expect GET /trpc/backups.isIgnored
  const queries = trpc.useQueries((t) => appIds.map((appId) => t.backups.isIgnored({ appId })));
  return queries.map((q) => q.data === true);
}

export function useSettingsData() {
  // @expect GET /trpc/system.hostname
  const [hostname, language] = trpc.useQueries((t) => [t.system.hostname(), t.user.language()]);
  return { hostname: hostname.data, language: language.data };
}

// A nested callback declaring the same name hides the proxy: its call is no procedure.
export function useShadowed(rows: { t: { load: () => void } }[]) {
  // @expect-none
  return trpc.useQueries((t) => rows.map(({ t }) => t.load()));
}
