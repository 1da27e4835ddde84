/** The words a demo population is made of: plausible, varied, and clearly not real people. */
export const femaleNames = ['Aisha', 'Fatima', 'Maryam', 'Khadija', 'Zainab', 'Amina', 'Hafsa', 'Safiya', 'Noor', 'Layla', 'Sara', 'Huda', 'Iman', 'Yasmin', 'Rania', 'Salma', 'Asma', 'Hana', 'Leila', 'Zahra', 'Sumayya', 'Ruqayya', 'Nadia', 'Samira', 'Farah', 'Inaya', 'Aaliyah', 'Mariam', 'Dina', 'Lubna'];
export const maleNames = ['Muhammad', 'Ahmed', 'Ali', 'Omar', 'Yusuf', 'Ibrahim', 'Hamza', 'Bilal', 'Khalid', 'Zaid', 'Tariq', 'Idris', 'Ismail', 'Hassan', 'Hussein', 'Mustafa', 'Adam', 'Ayaan', 'Rayyan', 'Karim', 'Samir', 'Imran', 'Faisal', 'Harun', 'Sulaiman', 'Yahya', 'Anas', 'Mahmoud', 'Nabil', 'Rashid'];
export const countries = ['GB', 'US', 'CA', 'PK', 'IN', 'BD', 'MY', 'ID', 'SA', 'AE', 'QA', 'EG', 'MA', 'TR', 'NG', 'FR', 'DE', 'NL', 'AU', 'ZA'];
export const educations = ['BSc Computer Science', 'MBBS', 'BA Islamic Studies', 'MSc Finance', 'BEng Civil Engineering', 'PhD Chemistry', 'BA English Literature', 'Diploma in Nursing', 'LLB Law', 'MA Education', 'BSc Pharmacy', 'BDS Dentistry', ''];
export const occupations = ['Software engineer', 'Doctor', 'Teacher', 'Accountant', 'Pharmacist', 'Architect', 'Nurse', 'Lawyer', 'Entrepreneur', 'Civil engineer', 'Data analyst', 'Dentist', 'Graphic designer', 'Student', ''];
export const interests = ['reading', 'hiking', 'cooking for family and friends', 'learning Arabic', 'volunteering at the local masjid', 'travelling', 'calligraphy', 'photography', 'football', 'gardening', 'history', 'community work', 'baking', 'running', 'memorising Quran'];
export const hopes = [
  'I am looking for someone kind, honest and serious about building a home on deen.',
  'Family means a lot to me and I hope to find a partner who values it too.',
  'I would love to meet someone with a good sense of humour and strong character.',
  'Looking for a partner to grow with, in faith and in life.',
  'I value good communication, patience and mutual respect.',
];
export const maritalStatuses = ['Never Married', 'Never Married', 'Never Married', 'Divorced', 'Widowed', 'Separated'] as const;
