import { useTranslation } from 'react-i18next';
import { Popconfirm } from 'antd';
import { acknowledgeIncident, openIncidents } from '@/api/incidents';

/** Acknowledges the first open incident: its id comes from the incident list. */
export async function acknowledgeFirst(note: string) {
  const result = await openIncidents(1);
  return acknowledgeIncident(result.data.incidents[0].id, note);
}

export function IncidentsPage({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation();
  return (
    <Popconfirm title={t('incidents.acknowledgeConfirm')}
                onConfirm={() => acknowledgeIncident(incidentId)}>
      <button>{t('incidents.acknowledge')}</button>
    </Popconfirm>
  );
}
