import Sidebar from '../components/Sidebar';

export default function App({ Component, pageProps }) {
  return (
    <div>
      <Sidebar />
      <Component {...pageProps} />
    </div>
  );
}
