import { DeleteApiRequestBuilder, GetApiRequestBuilder } from './request-builder'

export interface MediaUpload {
  id: string
  noteId: string
}

export const getMediaForUser = async (): Promise<MediaUpload[]> => {
  // @expect GET /api/private/me/media
  const response = await new GetApiRequestBuilder<MediaUpload[]>('me/media').sendRequest()
  return response.asParsedJsonObject()
}

export const deleteUploadedMedia = async (mediaId: string): Promise<void> => {
  const builder = new DeleteApiRequestBuilder('media/' + mediaId)
  // @expect DELETE /api/private/media/{mediaId}
  await builder.sendRequest()
}
