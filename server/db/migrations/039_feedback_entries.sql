-- The feedback page's entries (server/feedback/feedback.service.ts): one row per form a member sent.
CREATE TABLE feedback_entries (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  text text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX feedback_entries_member ON feedback_entries (member_id, id);
