// Next.js pages router: router.query holds the [slug] of the page.
import axios from 'axios';
import { useRouter } from 'next/router';

export default function PostPage({ postId }) {
  const router = useRouter();
  const { slug } = router.query;
  // @expect POST /api/posts/{slug}/like
  const like = () => axios.post(`/api/posts/${slug}/like`);
  // @expect PUT /api/posts/{postId}
  const save = (title) => axios.put(`/api/posts/${postId}`, { title });
  return <><button onClick={like}>Like</button><button onClick={() => save('t')}>Save</button></>;
}
