import { useParams } from "react-router-dom";
import { networkService } from "../utils/NetworkService";
import { useStatusPageDelete } from "../hooks/useStatusPageDelete";

export function StatusPage() {
	const { url } = useParams();
	const load = () => networkService.getStatusPageByUrl({ url, type: "uptime" });
	const [deleteStatusPage, isDeleting] = useStatusPageDelete(load, url);
	return (
		<div>
			<button onClick={load}>Reload</button>
			<button disabled={isDeleting} onClick={deleteStatusPage}>Delete status page</button>
		</div>
	);
}
