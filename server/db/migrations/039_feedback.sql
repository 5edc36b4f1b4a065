-- The member centre's feedback (SPEC §7 `PUT /wps/feedback`, server/feedback/feedback.service.ts):
-- one row per question a member sends, the operator's answer on the same row once there is one,
-- and the pictures that came with it as references to the member's own uploads (member_uploads).

-- An earlier draft of this migration made a generic table that nothing uses any more: a
-- development database that applied it loses it here.
DROP TABLE IF EXISTS feedback_entries;

CREATE TABLE feedback (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- rules/feedback.ts FEEDBACK_TYPES
  question_type text NOT NULL CHECK (question_type IN ('deposit', 'withdrawal', 'game', 'customerService', 'application', 'other')),
  -- trimmed, FEEDBACK_CONTENT_MIN to FEEDBACK_CONTENT_MAX characters
  content text NOT NULL CHECK (char_length(content) BETWEEN 10 AND 500),
  created_at timestamptz NOT NULL,
  -- the operator's answer: all three or none
  reply text CHECK (char_length(reply) BETWEEN 1 AND 1000),
  replied_at timestamptz,
  -- the operator's name (ADMIN_OPERATOR or the system user), as the audit log names them
  replied_by text,
  CHECK ((reply IS NULL) = (replied_at IS NULL) AND (reply IS NULL) = (replied_by IS NULL))
);
-- the member's page (newest first) and the daily limit's count of the last 24 hours
CREATE INDEX feedback_member ON feedback (member_id, created_at DESC, id DESC);
-- the operator's queue: what still waits for an answer
CREATE INDEX feedback_open ON feedback (merchant_id, created_at DESC, id DESC) WHERE reply IS NULL;

-- A feedback's pictures, in the order the member attached them (at most FEEDBACK_IMAGES_MAX), each
-- once. The upload stays while a feedback refers to it.
CREATE TABLE feedback_images (
  feedback_id integer NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 2),
  upload_id integer NOT NULL REFERENCES member_uploads(id),
  PRIMARY KEY (feedback_id, position),
  UNIQUE (feedback_id, upload_id)
);
CREATE INDEX feedback_images_upload ON feedback_images (upload_id);

-- The page's switch, on for every merchant there is (a new database gets it from the seed's tree).
INSERT INTO modules (merchant_id, mod_id, parent_mod_id, enabled, position)
SELECT id, 'FEEDBACK3', 'MEMBERCENTER3', true, 2 FROM merchants
ON CONFLICT (merchant_id, mod_id) DO NOTHING;
