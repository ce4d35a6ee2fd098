-- Issue 10: the carrier's position is kept only while a listing is on the way (status 4); forget any other.
UPDATE "articles" SET "last_lat" = NULL, "last_lon" = NULL, "last_location_at" = NULL
WHERE "status" <> 4 AND ("last_lat" IS NOT NULL OR "last_lon" IS NOT NULL OR "last_location_at" IS NOT NULL);
--> statement-breakpoint
-- «Новый отзыв» belongs with the deal's notifications («Заказы»), not «Системные».
UPDATE "notifications" SET "type" = 'order' WHERE "code" = 'reviewSet' AND "type" <> 'order';
--> statement-breakpoint
-- Notifications about a listing name its route: older ones get the listing's route as it is now.
UPDATE "notifications" AS n
SET "info" = n."info" || jsonb_build_object('routeFrom', a."from_settlement", 'routeTo', a."to_settlement")
FROM "articles" AS a
WHERE a."id"::text = n."info"->>'articleId' AND NOT (n."info" ? 'routeFrom');
