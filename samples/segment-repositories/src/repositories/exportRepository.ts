import { http } from '../api/http'

// No `new` of it in the analysed code: the segment stays unknown, reviewed.
export class ExportRepository {
  private format: string

  constructor(format: string) {
    this.format = format
  }

  async download(projectId: string): Promise<Blob> {
    // @expect GET /v1/projects/{projectId}/exports.{format}
    const response = await http.get(`/projects/${projectId}/exports.${this.format}`)
    return response.data
  }
}

export type Exporter = ExportRepository
