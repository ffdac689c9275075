import { useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { Button } from '../button';
import { Checkbox, SelectField, TextArea, TextField } from '../field';
import { submitHandler, useSubmitState } from '../form-fields';
import { toast } from '../toast-store';
import { type Review, saveReview, updateReview } from '../../api/community';

interface Props {
  type: 'title' | 'episode';
  id: number;
  review: Review | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Write or edit your review: rating, optional title, text and the spoiler flag. */
export function ReviewForm({ type, id, review, onDone, onCancel }: Props) {
  const t = useTrans();
  const [rating, setRating] = useState(String(review?.rating ?? ''));
  const [title, setTitle] = useState(review?.title ?? '');
  const [body, setBody] = useState(review?.body ?? '');
  const [spoilers, setSpoilers] = useState(review?.has_spoilers ?? false);
  const { errors, setErrors, busy, run } = useSubmitState();

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!rating) local.rating = t('The rating must be a number from 1 to 10.');
    if (!body.trim()) local.body = t('The review text is required.');
    setErrors(local);
    if (Object.keys(local).length) return;
    const values = { rating: Number(rating), title: title.trim() || null, body, has_spoilers: spoilers };
    await run(async () => {
      if (review) await updateReview(review.id, values);
      else await saveReview({ reviewable: type, id, ...values });
      toast(review ? t('Review updated') : t('Review published'));
      onDone();
    });
  };

  return (
    <form
      className="space-y-4 rounded-theme border border-line bg-surface p-4 md:p-5"
      data-testid="review-form"
      onSubmit={submitHandler(submit)}
    >
      <SelectField
        label={t('Rating')}
        value={rating}
        onChange={(e) => setRating(e.target.value)}
        error={errors.rating}
        data-testid="review-rating"
      >
        <option value="">{t('Choose a rating')}</option>
        {Array.from({ length: 10 }, (_, i) => 10 - i).map((n) => (
          <option key={n} value={n}>
            {t(':n out of 10', { n })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('Title (optional)')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={255}
        error={errors.title}
        data-testid="review-title"
      />
      <TextArea
        label={t('Your review')}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={5}
        error={errors.body}
        data-testid="review-body"
      />
      <Checkbox label={t('This review contains spoilers')} checked={spoilers} onChange={(e) => setSpoilers(e.target.checked)} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={busy} data-testid="review-submit">
          {review ? t('Save review') : t('Publish review')}
        </Button>
      </div>
    </form>
  );
}
