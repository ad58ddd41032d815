export interface CreateGreenhouseDto {
	name: string;
	location: string;
	heated?: boolean;
}

export interface Greenhouse extends CreateGreenhouseDto {
	id: string;
}

export type GreenhousePatch = Partial<Omit<Greenhouse, 'id'>>;
