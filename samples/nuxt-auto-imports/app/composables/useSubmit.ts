// Nuxt puts this composable in scope of every page: the pages call it with no import.
type Body = Record<string, unknown> | null | undefined;

type SubmitOpts<T> = {
  revert: (success: boolean, data: T | undefined) => Promise<void>;
};

export function useSubmit<T>(fetcher: (data: Body) => Promise<T>, opts: SubmitOpts<T>) {
  return async (data: Body) => {
    try {
      const res = await fetcher(data);
      await opts.revert(true, res);
    } catch (e) {
      await opts.revert(false, undefined);
    }
  };
}
