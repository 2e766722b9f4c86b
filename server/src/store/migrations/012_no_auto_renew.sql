-- Memberships never renew or charge by themselves (no WeChat Pay deduction contract is signed): the switch that only
-- stored a wish is gone, and so is its column. The reminder before the end needs no setting.
ALTER TABLE users DROP COLUMN auto_renew;
