-- Decision 124. A staff booking sent alone now calls the function whose body is its statement
-- (apps/api/src/features/bookings/placement/staff-booking-write.repository.ts), as the public page's
-- write alone calls citavet_public_booking_write: it plans with the booking path's random_page_cost
-- (migration 0067) and not with the connection's. Within a batch the setting is citavet_staff_booking_writes'
-- already; here it holds for the write that goes alone.
ALTER FUNCTION citavet_staff_booking_write_of_contact(text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text) SET random_page_cost = 1.1;--> statement-breakpoint
ALTER FUNCTION citavet_staff_booking_write_of_client(text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text) SET random_page_cost = 1.1;
