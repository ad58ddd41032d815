import useSWR from "swr";
import axios from "axios";
import { useApiHost } from "../api";

type EventsProps = {
  camera?: string;
  eventId: string;
  filter: { key: string };
  search?: Record<string, string>;
};

export default function Events({ camera, eventId, filter, search }: EventsProps) {
  // @expect GET /api/config
  const { data: config } = useSWR("config", { revalidateOnFocus: false });
  // @expect GET /api/events
  const { data: events } = useSWR(["events", { limit: 50, cameras: camera }]);
  // @expect GET /api/{camera}/recordings
  const { data: recordings } = useSWR(camera ? [`${camera}/recordings`, { after: 1 }] : null);
  // @expect GET /api/timeline
  const { data: timeline } = useSWR(camera ? "timeline" : null);
  // @expect GET /api/exports
  const { data: exports } = useSWR(search ? ["exports", search] : "exports");
  // a key the source does not show: a review item at this hook, no catch-all path
  // @expect-none
  const { data: other } = useSWR(filter.key);
  const apiHost = useApiHost();

  const relabel = (label: string) =>
    // @expect POST /api/events/{eventId}/sub_label
    axios.post(`${apiHost}api/events/${eventId}/sub_label`, { subLabel: label });

  return (
    <button onClick={() => relabel("person")}>
      {config && events && recordings && timeline && exports && other ? "ready" : "loading"}
    </button>
  );
}
