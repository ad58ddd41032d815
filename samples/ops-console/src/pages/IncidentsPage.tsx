import { useTranslation } from 'react-i18next';
import { acknowledgeIncident, openIncidents } from '@/api/incidents';

/** Acknowledges the first open incident: its id comes from the incident list. */
export async function acknowledgeFirst(note: string) {
  const result = await openIncidents(1);
  return acknowledgeIncident(result.data.incidents[0].id, note);
}

export function IncidentsPage({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation();
  return (
    <button onClick={() => acknowledgeIncident(incidentId)}>{t('incidents.acknowledge')}</button>
  );
}
