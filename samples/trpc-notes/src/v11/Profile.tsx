import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from './trpc';

export function Profile({ name, email }: { name: string; email: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // @expect GET /api/trpc/user.me
  const me = useQuery(trpc.user.me.queryOptions());
  const update = useMutation(trpc.user.updateProfile.mutationOptions({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.user.me.queryKey() }),
  }));
  return (
    <form onSubmit={(e) => {
      e.preventDefault();
      // @expect POST /api/trpc/user.updateProfile
      update.mutate({ name, email });
    }}>
      <span>{me.data?.id}</span>
      <button type="submit">Save profile</button>
    </form>
  );
}
