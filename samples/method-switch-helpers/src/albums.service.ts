import { network } from './network.service';

export class AlbumsService {
  public listAlbums(): Promise<unknown> {
    // @expect GET /api/albums
    return network.getJson('/albums');
  }

  public addAlbum(name: string): Promise<unknown> {
    // @expect POST /api/albums
    return network.postJson('/albums', { name });
  }

  public renameAlbum(albumId: string, name: string): Promise<unknown> {
    // @expect PUT /api/albums/{albumId}
    return network.putJson('/albums/' + albumId, { name });
  }

  public deleteAlbum(albumId: string): Promise<unknown> {
    // @expect DELETE /api/albums/{albumId}
    return network.deleteJson('/albums/' + albumId);
  }
}

// A helper passing its own parameter on: the arm follows what its callers pass.
function jobCall(verb: 'get' | 'post', jobId: string): Promise<unknown> {
  return network.callJson(verb, '/jobs/' + jobId);
}

export function startJob(jobId: string): Promise<unknown> {
  return jobCall('post', jobId);
}

export function jobProgress(jobId: string): Promise<unknown> {
  return jobCall('get', jobId);
}

// A method read at runtime: the helper may make any of its requests here (reviewed).
export function replayLast(): Promise<unknown> {
  const saved = JSON.parse(localStorage.getItem('lastRequest') || '{}');
  return network.callJson(saved.method, '/replay');
}
