import { $api } from './api';

export function PetList({ page }: { page: number }) {
  // @expect GET /api/pets
  const { data } = $api.useQuery('get', '/api/pets', { params: { query: { page } } });
  return <ul>{data?.map((p) => <li key={p.id}>{p.name}</li>)}</ul>;
}

export function PetCard({ id }: { id: string }) {
  // @expect GET /api/pets/{pet_id}
  const { data } = $api.useSuspenseQuery('get', '/api/pets/{pet_id}', {
    params: { path: { pet_id: id } },
  });
  const remove = $api.useMutation('delete', '/api/pets/{pet_id}');
  return (
    <div>
      {data.name}
      <button
        onClick={() =>
          // the mutation's method and path come from useMutation, the params from mutate
          // @expect DELETE /api/pets/{pet_id}
          remove.mutate({ params: { path: { pet_id: id } } })
        }
      >
        remove
      </button>
    </div>
  );
}

export function NewPet() {
  const { mutateAsync, isPending } = $api.useMutation('post', '/api/pets');
  async function save(name: string, tag: string) {
    // @expect POST /api/pets
    await mutateAsync({ body: { name, tag } });
  }
  return <button disabled={isPending} onClick={() => save('Rex', 'dog')}>add</button>;
}
