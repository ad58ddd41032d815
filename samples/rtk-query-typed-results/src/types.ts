export type GarmentSize = "s" | "m" | "l";

export interface Garment {
  id: string;
  title: string;
  size: GarmentSize;
  price_cents: number;
  photo_url?: string;
}

export interface NewGarment {
  title: string;
  size: GarmentSize;
  price_cents: number;
}

export interface Rental {
  id: string;
  garment_id: string;
  starts_on: string;
  ends_on: string;
}

export interface Shelf {
  garments: Garment[];
  total: number;
}

export type ListKind = "rental" | "return";

export interface ExportParams {
  kind: ListKind;
}
