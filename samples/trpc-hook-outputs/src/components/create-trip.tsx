import { useRouter } from 'next/navigation';
import { trpc, vanilla } from '../utils/trpc';

export function CreateTrip() {
  const { mutateAsync } = trpc.trips.create.useMutation();
  const router = useRouter();

  async function onSubmit(tripFormValues: any) {
    // @expect POST /api/trpc/trips.create
    const { tripId } = await mutateAsync({ tripFormValues });
    router.push(`/trips/${tripId}`);
  }

  async function onCheck() {
    // @expect GET /api/trpc/trips.ping
    const answer = await vanilla.trips.ping.query();
    return answer.pong;
  }

  return <form onSubmit={(e) => onSubmit(e)}><button onClick={() => onCheck()}>Check</button></form>;
}
