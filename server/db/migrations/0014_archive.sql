-- Decision 330: customers and items can be retired, as fleets are (0004): an inactive record is
-- not offered to and refused on new DOs, and stays on the DOs, shipments and reports that have it.
-- The lists' totals keep their buckets (one for customers, the unit for items); a list filtered
-- by status counts its rows and holds the total until the area's next write.
ALTER TABLE customers ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE items ADD COLUMN active boolean NOT NULL DEFAULT true;
