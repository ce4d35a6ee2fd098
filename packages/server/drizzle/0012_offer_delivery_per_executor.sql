-- Issue 24: a delivery mark names an executor. An offer's mark used to name its carrier (the author) for the whole
-- load; it becomes one mark per cargo owner (executor) of that offer, at the same time.
INSERT INTO "article_delivered" ("article_id", "user_id", "created_at")
SELECT d."article_id", e."user_id", d."created_at"
FROM "article_delivered" AS d
JOIN "articles" AS a ON a."id" = d."article_id" AND a."type" = 'offer' AND a."author_id" = d."user_id"
JOIN "article_executors" AS e ON e."article_id" = d."article_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "article_delivered" AS d
USING "articles" AS a
WHERE a."id" = d."article_id" AND a."type" = 'offer' AND a."author_id" = d."user_id";
