-- A game's play session lives only as long as the sign-in it was launched from (issue 32): every
-- game call joins the login session and refuses when it was signed out, expired or revoked by a
-- password reset. Play sessions from before this column have no sign-in to join and are over.
ALTER TABLE game_play_sessions ADD COLUMN login_session_id integer REFERENCES sessions(id) ON DELETE CASCADE;
CREATE INDEX game_play_sessions_login_session ON game_play_sessions (login_session_id);
