import axios from 'axios'
import { listConfigs } from '../services/user.service'

export default function Home({ stats }: { stats: unknown }) {
  return <button onClick={() => listConfigs()}>Reload {String(stats)}</button>
}

Home.getInitialProps = async () => {
  if (typeof window === 'undefined') {
    // @expect-none
    const { data } = await axios.get('http://localhost:8080/api/stats')
    return { stats: data }
  }
  // @expect GET /api/stats
  const { data } = await axios.get('/api/stats')
  return { stats: data }
}
