import BaseService from './api-client';
import type { CreateGreenhouseDto, GreenhousePatch } from '#lib/types/greenhouse';
import { toQuery, type ListOptions } from '#lib/utils/params';

class GreenhouseService extends BaseService {
	async create(dto: CreateGreenhouseDto) {
		// @expect POST /api/greenhouses
		const res = await this.api.post('/greenhouses', dto);
		return res.data;
	}

	async update(id: string, patch: GreenhousePatch) {
		// @expect PUT /api/greenhouses/{id}
		await this.api.put(`/greenhouses/${id}`, patch);
	}

	async addSensor(greenhouseId: string, sensor: { kind: 'humidity' | 'temperature'; label?: string }) {
		// @expect POST /api/greenhouses/{greenhouseId}/sensors
		await this.api.post(`/greenhouses/${greenhouseId}/sensors`, sensor);
	}

	async rename(id: string, name: string) {
		// @expect POST /api/greenhouses/{id}/rename
		await this.api.post(`/greenhouses/${id}/rename`, { name });
	}

	async list(options?: ListOptions) {
		const params = toQuery(options);
		// @expect GET /api/greenhouses
		const res = await this.api.get('/greenhouses', { params });
		return res.data;
	}
}

export const greenhouseService = new GreenhouseService();
