import client from "./client";
import { reports } from "./factory";

export async function listMovies() {
  // @expect GET /api/movies
  const response = await client.axios.get<Item.Movie[]>("movies");
  return response.data;
}

export async function updateMovie(form: Item.MovieForm) {
  // @expect POST /api/movies
  return client.axios.post("movies", form);
}

export async function testConnection(protocol: string, address: string) {
  // a relative '../' leaves the /api/ folder of the base: the request goes to /test/…
  // @expect GET /test/{protocol}/{address}
  const response = await client.axios.get(`../test/${protocol}/${address}`);
  return response.data;
}

export async function dailyReport() {
  // @expect GET /reports/v2/daily
  return reports.get("./daily");
}
