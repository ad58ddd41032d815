import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import { ApolloProvider } from '@apollo/client/react'

import makeErrorLink from './api/links/makeErrorLink'
import makeTokenLink from './api/links/makeTokenLink'
import makeTransportLink from './api/links/makeTransportLink'
import buildClient from './api/buildClient'
import Shelves from './Shelves'

// the client is built by a factory from the links array given here
const client = buildClient([
	makeErrorLink(),
	makeTokenLink(),
	makeTransportLink(),
])

createRoot(document.querySelector('#main')).render(
	h(ApolloProvider, { client }, h(Shelves)),
)
