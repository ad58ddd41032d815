import {useListFoldersQuery} from "./api"
import {shareLink, uploadDocument} from "./uploads"

export function Folders() {
  const {data} = useListFoldersQuery()
  return (
    <ul>
      {(data || []).map(id => (
        <li key={id}>
          <input type="file" onChange={e => uploadDocument(e.target.files![0], id)} />
          <button onClick={() => shareLink(id, "shared")}>Share</button>
        </li>
      ))}
    </ul>
  )
}
