export async function loadQueue(videoId: string) {
	// @expect GET /api/v1/queue.json
	const res = await fetch(`/api/v1/queue.json?videoId=${videoId}`);
	return res.json();
}
