import { useState } from "react";
import { networkService } from "../utils/NetworkService";

export const useStatusPageDelete = (onDone, url) => {
	const [isLoading, setIsLoading] = useState(false);
	const deleteStatusPage = async () => {
		setIsLoading(true);
		await networkService.deleteStatusPage({ url });
		onDone?.();
		setIsLoading(false);
	};
	return [deleteStatusPage, isLoading];
};
