import { useArchiveFeatureMutation } from '../modules/features/featureService';
import { useGetFeaturesQuery, useUpdateFeatureMutation } from '../modules/features/featureService';

export function FeatureList({ projectId }: { projectId: number }) {
  const { data } = useGetFeaturesQuery({ page: 1, projectId });
  const [updateFeature] = useUpdateFeatureMutation();
  const [archiveFeature] = useArchiveFeatureMutation();
  return (
    <ul>
      {data?.results.map((f) => (
        <li key={f.id}>
          <button onClick={() => updateFeature({ body: { name: f.name }, id: f.id, projectId })}>Rename</button>
          <button onClick={() => archiveFeature({ id: f.id, projectId })}>Archive</button>
        </li>
      ))}
    </ul>
  );
}
