import axios from 'axios'
import type { AppContext, AppProps } from 'next/app'
import { getCurrentUser, listConfigs, loadTranslations } from '../services/user.service'

function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />
}

// Runs on the server for the first request (the context then carries it) and in the
// browser on later navigations.
App.getInitialProps = async ({ ctx }: AppContext) => {
  const pageProps: Record<string, unknown> = {}
  if (ctx.req) {
    const apiURL = process.env.API_URL || 'http://localhost:8080'
    // @expect-none
    pageProps.user = await axios(`${apiURL}/api/users/me`, {
      headers: { cookie: ctx.req.headers.cookie }
    }).then(res => res.data)
    // @expect-none
    pageProps.configVariables = (await axios(`${apiURL}/api/configs`)).data
    pageProps.messages = await loadTranslations('en', apiURL)
  } else {
    pageProps.user = await getCurrentUser()
  }
  return { pageProps }
}

export default App
