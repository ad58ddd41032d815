// `../project` is written by the build (copied from a per-environment file): it is not in
// the repository, so its members are the deployment's configuration.
import Project from '../project'

const Utils = {
  getSDKEndpoint(project?: { edge: boolean }) {
    if (project && project.edge) {
      return Project.edgeApi
    }
    return Project.api
  },
}

export default Utils
