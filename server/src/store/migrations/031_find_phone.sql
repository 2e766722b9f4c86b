-- 查电话: the numbers of the phone and suspected-phone records by company, so "has a mobile / a landline" reads this
-- small index instead of every record of every company
CREATE INDEX IF NOT EXISTS records_phone_numbers ON records(company_id, title) WHERE dimension IN ('phone', 'suspectedPhone');
