import NetworkService, { setNetworkService } from "./NetworkService";

export default function NetworkServiceProvider({ children }) {
	setNetworkService(new NetworkService());
	return children;
}
