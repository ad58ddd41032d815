import { useRouter } from 'next/navigation';
import { trpc } from '../utils/trpc';

export function TripPage({ tripId }: { tripId: string }) {
  // @expect GET /api/trpc/trips.get
  const { data: tripData } = trpc.trips.get.useQuery({ tripId });
  const trip = tripData?.trip;
  // @expect GET /api/trpc/trips.costs.list
  const costsQuery = trpc.trips.costs.list.useInfiniteQuery({ tripId });
  const costs = costsQuery.data?.pages.flatMap((page) => page.costs) ?? [];
  // @expect GET /api/trpc/trips.summary
  const [summary] = trpc.trips.summary.useSuspenseQuery({ tripId });
  const total = `${summary.total} ${summary.currency}`;
  const rename = trpc.trips.rename.useMutation({
    onSuccess: (renamed) => console.log(renamed.name),
  });
  const { mutate: removeCost } = trpc.trips.costs.remove.useMutation();
  const utils = trpc.useUtils();
  const router = useRouter();

  async function onAddCost(title: string) {
    const { mutateAsync } = addCost;
    // @expect POST /api/trpc/trips.costs.add
    const added = await mutateAsync({
      tripId,
      costFormValues: { title, amount: 1, splitMode: 'EVENLY', paidFor: [] },
    });
    router.push(`/trips/${tripId}/costs/${added.costId}`);
  }
  const addCost = trpc.trips.costs.add.useMutation();

  async function onRefresh() {
    // @expect GET /api/trpc/trips.list
    const fresh = await utils.trips.list.fetch({ tripIds: [tripId] });
    return fresh.trips.map((t) => t.name);
  }

  function onRemove(costId: string) {
    // @expect POST /api/trpc/trips.costs.remove
    removeCost({ costId }, {
      onSuccess: (removed) => alert(removed.removedAt),
    });
  }

  return (
    <div>
      <h1>{trip?.name}</h1>
      {trip?.members.map((m) => <span key={m.id}>{m.name}</span>)}
      <p>{total}</p>
      {costs.map((c) => (
        <button key={c.id} onClick={() => onRemove(c.id)}>{c.title}</button>
      ))}
      {/* // @expect POST /api/trpc/trips.rename */}
      <button onClick={() => rename.mutate({ tripId, name: 'New' })}>Rename</button>
      <button onClick={() => onAddCost('Taxi')}>Add</button>
      <button onClick={() => onRefresh()}>Refresh</button>
    </div>
  );
}
