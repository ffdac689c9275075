import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowBigDown, ArrowBigUp, MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { showHttpError } from '../../api';
import { useCurrentUser } from '../../shell/bootstrap';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { relativeTime } from '../../shell/relative-time';
import { Avatar } from '../avatar';
import { Button } from '../button';
import { TextArea } from '../field';
import { type Comment, communityKeys, editComment, fetchComments, postComment, removeComment, voteComment } from '../../api/community';
import { useScrollToAnchor } from '../scroll-into-view';
import { ReportButton } from './report-dialog';
import { useRequireLogin } from './require-login';
import { profileLink } from './reviews-section';

/** Replies nest visually up to this depth; deeper replies are kept and shown at the last level. */
const MAX_INDENT = 5;

function CommentBox({
  initial = '',
  label,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  label: string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const t = useTrans();
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <form
      className="space-y-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!text.trim()) return setError(t('The comment text is required.'));
        setBusy(true);
        try {
          await onSubmit(text);
          setText('');
          setError(undefined);
        } catch (err) {
          showHttpError(err);
        } finally {
          setBusy(false);
        }
      }}
    >
      <TextArea
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={2}
        error={error}
        maxLength={5000}
        data-testid="comment-input"
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" loading={busy} data-testid="comment-submit">
          {t('Post')}
        </Button>
      </div>
    </form>
  );
}

function CommentNode({ comment, refRef, refresh }: { comment: Comment; refRef: string; refresh: () => void }) {
  const t = useTrans();
  const user = useCurrentUser();
  const guard = useRequireLogin();
  const [mode, setMode] = useState<'view' | 'reply' | 'edit'>('view');
  const own = !!user && comment.user?.id === user.id;
  const vote = (v: 'up' | 'down') =>
    guard(() => void voteComment(comment.id, comment.current_user_vote === v ? 'none' : v).then(refresh, showHttpError));
  const remove = async () => {
    if (!(await confirmAction({ title: 'Delete comment', body: 'This comment will be removed.', confirmLabel: 'Delete' }))) return;
    await removeComment(comment.id).then(refresh, showHttpError);
  };
  const score = (comment.upvotes ?? 0) - (comment.downvotes ?? 0);
  return (
    <li data-testid="comment" data-depth={comment.depth}>
      <div
        id={`comment-${comment.id}`}
        className="-mx-2 scroll-mt-24 rounded-theme px-2 py-2 transition-colors duration-700 data-[highlight]:bg-primary/10"
      >
        <div className="flex items-center gap-2 text-sm">
          {comment.user ? (
            <Link to={profileLink(comment.user)} className="flex items-center gap-2 font-semibold hover:text-primary">
              <Avatar label={comment.user.name} src={comment.user.avatar} size={24} />
              {comment.user.name}
            </Link>
          ) : (
            <span className="italic text-muted">{t('Deleted')}</span>
          )}
          <span className="text-xs text-muted">{relativeTime(comment.created_at)}</span>
        </div>
        {mode === 'edit' ? (
          <div className="mt-2">
            <CommentBox
              initial={comment.content ?? ''}
              label={t('Edit comment')}
              onCancel={() => setMode('view')}
              onSubmit={(text) => editComment(comment.id, text).then(() => (setMode('view'), refresh()))}
            />
          </div>
        ) : comment.deleted ? (
          <p className="mt-1 text-sm italic text-muted">{t('This comment was deleted.')}</p>
        ) : (
          // content_html is built by the server: the text HTML-escaped, then links added
          <div
            className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed [&_a]:text-primary [&_a]:underline"
            data-testid="comment-content"
            dangerouslySetInnerHTML={{ __html: comment.content_html }}
          />
        )}
        {!comment.deleted && mode !== 'edit' && (
          <div className="mt-1 flex items-center gap-1 text-xs text-muted">
            <button
              type="button"
              aria-label={t('Upvote')}
              aria-pressed={comment.current_user_vote === 'up'}
              onClick={() => vote('up')}
              className={`rounded p-1 hover:text-fg ${comment.current_user_vote === 'up' ? 'text-primary' : ''}`}
            >
              <ArrowBigUp className="size-4" aria-hidden />
            </button>
            <span data-testid="comment-score">{score}</span>
            <button
              type="button"
              aria-label={t('Downvote')}
              aria-pressed={comment.current_user_vote === 'down'}
              onClick={() => vote('down')}
              className={`rounded p-1 hover:text-fg ${comment.current_user_vote === 'down' ? 'text-danger' : ''}`}
            >
              <ArrowBigDown className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => guard(() => setMode(mode === 'reply' ? 'view' : 'reply'))}
              className="ms-2 inline-flex items-center gap-1 rounded px-1.5 py-1 hover:text-fg"
              data-testid="comment-reply"
            >
              <MessageSquare className="size-3.5" aria-hidden />
              {t('Reply')}
            </button>
            {!own && <ReportButton type="comment" id={comment.id} />}
            {own && (
              <>
                <button
                  type="button"
                  onClick={() => setMode('edit')}
                  className="inline-flex items-center gap-1 rounded px-1.5 py-1 hover:text-fg"
                >
                  <Pencil className="size-3.5" aria-hidden />
                  {t('Edit')}
                </button>
                <button type="button" onClick={remove} className="inline-flex items-center gap-1 rounded px-1.5 py-1 hover:text-danger">
                  <Trash2 className="size-3.5" aria-hidden />
                  {t('Delete')}
                </button>
              </>
            )}
          </div>
        )}
        {mode === 'reply' && (
          <div className="mt-2">
            <CommentBox
              label={t('Write a reply')}
              onCancel={() => setMode('view')}
              onSubmit={(text) => postComment(refRef, text, comment.id).then(() => (setMode('view'), refresh()))}
            />
          </div>
        )}
      </div>
      {comment.replies && comment.replies.length > 0 && (
        <ul className={comment.depth < MAX_INDENT - 1 ? 'ms-3 border-s border-line/60 ps-3 md:ms-5 md:ps-4' : ''}>
          {comment.replies.map((r) => (
            <CommentNode key={r.id} comment={r} refRef={refRef} refresh={refresh} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** A threaded comment section for a title, episode, news article or list. */
export function CommentsThread({ commentable }: { commentable: string }) {
  const t = useTrans();
  const user = useCurrentUser();
  const guard = useRequireLogin();
  const qc = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: communityKeys.comments(commentable),
    queryFn: ({ pageParam }) => fetchComments(commentable, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.pagination.next_cursor ?? undefined,
    meta: { silent: true },
  });
  const refresh = () => void qc.invalidateQueries({ queryKey: communityKeys.comments(commentable) });
  const comments = query.data?.pages.flatMap((p) => p.pagination.data) ?? [];
  useScrollToAnchor('comment-', query.isSuccess);
  return (
    <section aria-labelledby="comments" data-testid="comments-section">
      <h2 id="comments" className="mb-4 text-lg font-bold tracking-tight md:text-xl">
        {t('Comments')}
      </h2>
      {user ? (
        <CommentBox label={t('Leave a comment')} onSubmit={(text) => postComment(commentable, text, null).then(refresh)} />
      ) : (
        <Button variant="secondary" onClick={() => guard(() => {})}>
          {t('Sign in to comment')}
        </Button>
      )}
      <ul className="mt-4 divide-y divide-line/40">
        {comments.map((c) => (
          <CommentNode key={c.id} comment={c} refRef={commentable} refresh={refresh} />
        ))}
      </ul>
      {query.isSuccess && comments.length === 0 && <p className="mt-2 text-sm text-muted">{t('No comments yet.')}</p>}
      {query.hasNextPage && (
        <Button variant="ghost" className="mt-3" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('Show more comments')}
        </Button>
      )}
    </section>
  );
}
