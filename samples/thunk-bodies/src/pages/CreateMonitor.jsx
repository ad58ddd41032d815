import { useState } from "react";
import { useDispatch } from "react-redux";
import { createMonitor, uploadLogo } from "../features/monitorsSlice";
import { networkService } from "../utils/NetworkService";

export function CreateMonitor({ selected }) {
	const dispatch = useDispatch();
	const [file, setFile] = useState(null);
	const submit = async (event) => {
		event.preventDefault();
		await dispatch(createMonitor({ name: event.target.name.value, url: event.target.url.value, interval: 60000 }));
	};
	const sendLogo = async () => {
		const fd = new FormData();
		fd.append("logo", file);
		await dispatch(uploadLogo(fd));
	};
	const rename = (monitorId, field, value) =>
		networkService.updateMonitorField({ monitorId, field, value });
	const removeAll = () => networkService.deleteMonitors({ ids: selected });
	const darkMode = (on) => networkService.setSetting("darkMode", on);
	const timezone = (zone) => networkService.setSetting("timezone", zone);
	return (
		<form onSubmit={submit}>
			<input name="name" />
			<input name="url" />
			<input type="file" onChange={(e) => setFile(e.target.files[0])} />
			<button type="button" onClick={sendLogo}>Upload logo</button>
			<button type="button" onClick={() => rename("m1", "name", "New")}>Rename</button>
			<button type="button" onClick={removeAll}>Delete selected</button>
			<button type="button" onClick={() => darkMode(true)}>Dark mode</button>
			<button type="button" onClick={() => timezone("UTC")}>Use UTC</button>
			<button type="submit">Create monitor</button>
		</form>
	);
}
