-- The @mention autocomplete (issue 20) reads usernames by prefix in username order. The unique index
-- on lower(username) is in the database's collation, which can serve neither `LIKE 'pre%'` nor, in a
-- language collation that skips punctuation, an order matching the prefix; in "C" it does both, so a
-- suggestion read walks at most a few index entries whatever the number of users.
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree ((lower("username") COLLATE "C"));
