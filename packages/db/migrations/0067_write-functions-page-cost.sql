-- Decision 124. The booking path's batched write functions plan their statements, and the bookings',
-- clients' and pets' foreign-key checks they fire, with random_page_cost = 1.1, as the app's
-- generic-plan connections do (GENERIC_PLAN_SETTINGS, packages/db/src/database.ts). At the default 4
-- a small table's index probe was priced above reading the table whole: each booking's check of its
-- schedule read every schedule of the clinic (217 rows in the bench, 4 pages). Counted by callgrind,
-- batches of eight public writes: 4–5 % fewer instructions a write.
--
-- A function's SET clause holds for everything the call runs, the per-write functions it calls
-- included, so only the functions the app calls carry it. CREATE OR REPLACE of one of these drops
-- the clause: write it again there (write-functions-page-cost.test.ts checks it).
ALTER FUNCTION citavet_public_booking_writes(jsonb) SET random_page_cost = 1.1;--> statement-breakpoint
ALTER FUNCTION citavet_public_booking_write(text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text) SET random_page_cost = 1.1;--> statement-breakpoint
ALTER FUNCTION citavet_staff_booking_writes(jsonb) SET random_page_cost = 1.1;--> statement-breakpoint
ALTER FUNCTION citavet_status_change_writes(jsonb) SET random_page_cost = 1.1;
