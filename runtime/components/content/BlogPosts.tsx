// `::blog-posts`: the posts of the blog folder, newest first; an empty state when there are none.
import { useSite, withBase } from '../site-context.ts'
import { AuthorList } from './Authors.tsx'
import { formatLongDate, parseAuthors } from './byline.ts'

export function BlogPosts() {
  const { posts, site } = useSite()
  if (!posts.length) return <p className="blog-posts-empty">No posts yet.</p>
  return (
    <div className="blog-posts">
      {posts.map((post) => (
        <article key={post.path} className="blog-post">
          <h2>
            <a href={withBase(site.basePath, post.path)}>{post.title}</a>
          </h2>
          <div className="authors">
            {post.date ? <time dateTime={post.date}>{formatLongDate(post.date)}</time> : null}
            {post.date && post.authors.length ? ' by ' : null}
            <AuthorList authors={parseAuthors(post.authors)} />
          </div>
          {post.description ? (
            <p>
              {post.description}{' '}
              <a href={withBase(site.basePath, post.path)} aria-label={`Read ${post.title}`}>
                [→]
              </a>
            </p>
          ) : null}
        </article>
      ))}
    </div>
  )
}
