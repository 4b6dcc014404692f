// The demo site's posts: written by hand, one idea each, so the demo reads like a real publication
// (the large bench seed keeps its generated copy in text.ts). Every category has four or five.
import type { BlogCategory } from "../../../lib/constants";

export type DemoPost = {
  title: string;
  subTitle: string;
  category: BlogCategory[];
  paragraphs: string[];
  /** An optional short list after the second paragraph, under its own heading. */
  list?: { heading: string; items: string[] };
};

export const DEMO_POSTS: DemoPost[] = [
  {
    title: "What Attrition Forecasts Can and Cannot Tell You",
    subTitle: "A model that predicts who will leave is only useful if managers know what to do next.",
    category: ["People Analytics"],
    paragraphs: [
      "Attrition models have become a standard feature of HR platforms, and most of them are reasonably accurate at the team level. The trouble starts when a forecast is read as a verdict on an individual.",
      "The strongest predictors are usually mundane: time since the last pay change, a new manager, a long commute after an office move. None of these needs a model to spot, but a model does help you see where they cluster.",
      "Use forecasts to decide where to spend time, not to label people. A quarterly conversation between HR business partners and the managers of the teams most at risk does more than any dashboard.",
    ],
    list: {
      heading: "Before you trust a forecast",
      items: [
        "Check it against last year's actual leavers",
        "Remove fields that act as proxies for protected characteristics",
        "Agree who sees team-level and who sees individual-level results",
      ],
    },
  },
  {
    title: "Engagement Surveys: Ask Fewer Questions, Act on More Answers",
    subTitle: "Why a twelve-question pulse beats a sixty-question census.",
    category: ["People Analytics"],
    paragraphs: [
      "Long annual surveys produce long reports, and long reports tend to produce very little action. Response rates fall each year as employees stop believing anything will change.",
      "A short pulse every quarter, with the same core questions, gives you a trend line instead of a snapshot. Add one rotating question on whatever the business is wrestling with at the time.",
      "The most important part of the survey happens afterwards: every manager shares the results with the team within two weeks and commits to one change. Track that commitment as carefully as the scores.",
    ],
  },
  {
    title: "Building a Skills Inventory That People Actually Update",
    subTitle: "Self-reported skills go stale within months unless updating them is part of the job.",
    category: ["People Analytics", "Talent Acquisition"],
    paragraphs: [
      "Most skills inventories start with enthusiasm and a long taxonomy, then quietly decay. Employees fill in their profile once, and nobody looks at it again until a reorganisation.",
      "Tie the inventory to moments that already exist: project staffing, internal applications and development conversations. When a profile is used to find people for interesting work, people keep it current.",
      "Keep the taxonomy short. Two hundred well-defined skills that managers recognise are worth more than two thousand imported from a vendor library.",
    ],
  },
  {
    title: "The Manager Effectiveness Metrics Worth Reporting to the Board",
    subTitle: "Three measures that survive scrutiny from finance and from employees.",
    category: ["People Analytics", "Performance Management"],
    paragraphs: [
      "Boards increasingly ask how good the organisation's managers are, and HR often answers with an engagement index that nobody can interpret. There are better options.",
      "Regretted attrition by manager, internal promotion rate from each team and the share of one-to-ones that actually take place are all observable, hard to game and easy to explain.",
      "Report them as ranges across the organisation rather than league tables. The aim is to show where support is needed, not to name and shame.",
    ],
  },
  {
    title: "Migrating Your HRIS Without Losing a Pay Run",
    subTitle: "Lessons from three migrations, including one that went wrong.",
    category: ["HR Technology", "Payroll"],
    paragraphs: [
      "An HRIS migration is mostly a data project with a software project attached. The teams that struggle are usually the ones that treated it the other way round.",
      "Run at least two parallel payrolls before you switch, and reconcile them line by line. Differences of a few pence reveal mapping errors that would otherwise surface months later in a tax audit.",
      "Plan the cut-over for the quietest week of the year, keep the old system read-only for twelve months, and write down every decision about historical data before anyone starts importing it.",
    ],
    list: {
      heading: "The cut-over checklist",
      items: [
        "Two reconciled parallel runs",
        "Frozen organisation structure for the cut-over week",
        "A named owner for every integration",
        "Read-only access to the old system for a year",
      ],
    },
  },
  {
    title: "AI Screening Tools: Questions to Ask Before You Sign",
    subTitle: "Vendors promise faster shortlists; regulators want to see your audit trail.",
    category: ["HR Technology", "Talent Acquisition"],
    paragraphs: [
      "Automated screening can save recruiters hours each week, but it also shifts legal risk onto the employer. New York City already requires a bias audit for automated employment decision tools, and the EU AI Act treats recruitment systems as high-risk.",
      "Ask the vendor for the results of its most recent independent bias audit, the data the model was trained on and how candidates can request a human review. A vendor that cannot answer quickly is telling you something.",
      "Start with a pilot in which the tool ranks candidates but recruiters still read every application. Compare the outcomes before you let it filter anyone out.",
    ],
  },
  {
    title: "Employee Self-Service Portals Fail for Boring Reasons",
    subTitle: "Search, jargon and one missing form explain most of the tickets.",
    category: ["HR Technology"],
    paragraphs: [
      "When a self-service portal launches, HR expects the ticket queue to shrink. Often it grows, because employees cannot find what they need and raise a ticket to ask where it is.",
      "Look at the twenty most common questions and test whether a new joiner can answer each one in under a minute. Rename pages in the words employees use, not the names of HR processes.",
      "Then fix the forms. A single change-of-address form that needs three approvals generates more frustration than any missing feature.",
    ],
  },
  {
    title: "Chatbots for the HR Service Desk: A Realistic Scorecard",
    subTitle: "What a year of answering employee questions with a bot taught one shared-services team.",
    category: ["HR Technology"],
    paragraphs: [
      "The shared-services team at a 9,000-person logistics firm put a chatbot in front of its service desk last year. It now answers about 40 percent of questions without a human, mostly on leave balances and payslips.",
      "The remaining questions are the ones that matter most to employees: a sick relative, a disputed overtime payment, a complaint about a manager. The bot's most useful skill turned out to be handing those over quickly.",
      "Measure the handover rate and the time to a human answer, not only the containment rate. A bot that traps people in a loop costs more goodwill than it saves in hours.",
    ],
  },
  {
    title: "Structured Interviews Are Fairer, and Faster Too",
    subTitle: "The same questions, scored against the same anchors, for every candidate.",
    category: ["Talent Acquisition"],
    paragraphs: [
      "Decades of research show that structured interviews predict job performance better than unstructured conversations. Many hiring managers still resist them because they feel scripted.",
      "Give interviewers four or five questions linked to the role's requirements and a simple scoring guide with examples of weak, good and strong answers. Ask them to score before they discuss.",
      "Teams that adopt this usually find that debriefs get shorter, disagreements become specific and candidates describe the process as more professional.",
    ],
  },
  {
    title: "Employer Branding on a Small Budget",
    subTitle: "Real employees and honest job ads beat a glossy careers video.",
    category: ["Talent Acquisition"],
    paragraphs: [
      "You do not need an agency to build an employer brand. You need job ads that describe the work honestly, a salary range, and a few employees willing to talk about what the job is really like.",
      "Short written profiles of team members, published alongside open roles, consistently outperform polished video in application rates for small and mid-sized employers.",
      "Above all, answer every applicant. Candidates who hear nothing tell their friends, and that story spreads faster than any campaign.",
    ],
  },
  {
    title: "Internal Mobility Starts With Managers Letting Go",
    subTitle: "The biggest barrier to internal moves is rarely the job board.",
    category: ["Talent Acquisition", "Performance Management"],
    paragraphs: [
      "Most organisations say they prefer to promote from within, yet external hires still fill the majority of senior roles. The usual culprit is a manager who quietly blocks a strong performer from moving.",
      "Make internal applications confidential until the shortlist stage, set a standard notice period for internal moves and count talent exported to other teams as a positive in managers' reviews.",
      "When people see colleagues move without penalty, applications follow. The job board is the easy part.",
    ],
  },
  {
    title: "Skills-Based Hiring: Dropping Degree Requirements Is Only Step One",
    subTitle: "Removing a line from the job ad does not change who gets hired.",
    category: ["Talent Acquisition"],
    paragraphs: [
      "Many large employers have removed degree requirements from job ads in the past three years. Studies of their hiring data show that the share of non-graduates actually hired has barely moved.",
      "The requirement lives on in screening habits, interview questions and the referral networks recruiters rely on. Changing outcomes means changing how candidates are assessed.",
      "Work samples, structured interviews and clear skill definitions do the heavy lifting. Review who reaches each stage of the process every quarter to see whether anything has really changed.",
    ],
  },
  {
    title: "Payroll Accuracy Is a Retention Issue",
    subTitle: "One wrong payslip undoes a year of engagement work.",
    category: ["Payroll"],
    paragraphs: [
      "Employees forgive a lot, but they rarely forgive being paid wrongly, especially when it takes weeks to fix. Surveys of leavers regularly list payroll errors among the reasons people stopped trusting their employer.",
      "Track errors per thousand payslips and the time taken to correct each one. Publish both to the leadership team every month, just as you would publish sales figures.",
      "Most errors start upstream: late timesheets, missing changes of contract, manual overtime calculations. Fixing those inputs is cheaper than checking every output.",
    ],
  },
  {
    title: "Earned Wage Access: Benefit or Risk?",
    subTitle: "Letting employees draw pay before payday helps some and harms others.",
    category: ["Payroll", "Benefits"],
    paragraphs: [
      "Earned wage access lets employees take part of the pay they have already earned before the normal payday. Providers market it as a wellbeing benefit, and for people facing an unexpected bill it can avoid a costly loan.",
      "The risks lie in fees and frequency. Some services charge per withdrawal, which can add up to the cost of a high-interest loan for people who use them every week.",
      "If you offer it, choose a provider with no per-transaction fees, cap the share of pay that can be drawn and pair it with access to free financial guidance.",
    ],
  },
  {
    title: "Consolidating Global Payroll: One Provider or Many?",
    subTitle: "A single global vendor is simpler to manage but not always simpler to run.",
    category: ["Payroll"],
    paragraphs: [
      "Companies growing into new countries often end up with a different payroll provider in each. Consolidating them promises one contract, one data format and one view of labour cost.",
      "In practice, global providers often subcontract local payroll to in-country partners. You gain a single interface but not necessarily better local expertise or faster answers.",
      "Decide what matters most: consistent reporting, local compliance or cost. Many firms settle on one aggregator for data and reporting while keeping strong local providers in their largest countries.",
    ],
  },
  {
    title: "Year-End Payroll Close Without the All-Nighters",
    subTitle: "A calendar, a freeze and a rehearsal make December calmer.",
    category: ["Payroll"],
    paragraphs: [
      "Year-end is when every small payroll shortcut of the past twelve months comes due. Benefit adjustments, bonus payments and tax-form corrections all land in the same few weeks.",
      "Publish a year-end calendar in October, freeze non-essential changes from the first week of December and run a full rehearsal of tax-form generation in November.",
      "Afterwards, hold a short review of what went wrong and fix those processes in January while the details are still fresh.",
    ],
  },
  {
    title: "Continuous Feedback Works When It Is Specific",
    subTitle: "Frequent feedback helps only if it says what to keep doing and what to change.",
    category: ["Performance Management"],
    paragraphs: [
      "Replacing annual reviews with continuous feedback has been one of the most popular HR changes of the past decade. The results are mixed, and the difference lies in the quality of the conversations.",
      "Feedback that names a specific behaviour and its effect is remembered and acted on. Generic praise or criticism, however frequent, is not.",
      "Train managers with short, realistic practice sessions rather than slide decks. Ten minutes of rehearsal with a colleague changes more behaviour than an hour of theory.",
    ],
  },
  {
    title: "OKRs for HR Teams: Keep Them Few and Measurable",
    subTitle: "Three objectives a quarter, each with results anyone can check.",
    category: ["Performance Management"],
    paragraphs: [
      'HR teams that adopt objectives and key results often write twenty of them, most describing activities rather than outcomes. "Launch the new onboarding programme" is a task, not a result.',
      "Better key results describe what changes for employees: time to productivity for new joiners, the share of vacancies filled internally, or the number of payroll corrections per month.",
      "Review progress every two weeks, and be willing to drop an objective when the business changes direction.",
    ],
  },
  {
    title: "Calibration Meetings That Do Not Become Negotiations",
    subTitle: "Ground rules that keep the discussion on evidence, not on who argues loudest.",
    category: ["Performance Management"],
    paragraphs: [
      "Calibration meetings are meant to make ratings consistent across teams. Without ground rules they reward the managers who prepare the most persuasive speeches.",
      "Ask managers to bring two or three concrete examples for each rating at the edges of the scale, and have an HR facilitator keep time and challenge vague claims.",
      "Record the reasons for every changed rating. Reviewing those notes a year later is the best way to spot patterns of bias.",
    ],
  },
  {
    title: "The One-to-One Is the Most Important Meeting in the Week",
    subTitle: "Regular one-to-ones predict engagement better than almost anything else managers do.",
    category: ["Performance Management"],
    paragraphs: [
      "When employees say they feel supported by their manager, they usually mean that their manager makes time for them. The weekly or fortnightly one-to-one is where that happens.",
      "Let the employee own the agenda, keep a shared running note and protect the slot from being moved. A one-to-one that is cancelled three times sends a clear message.",
      "HR can help by tracking whether one-to-ones take place, without reading their content.",
    ],
  },
  {
    title: "Running Your First Pay Equity Audit",
    subTitle: "What to collect, how to compare like with like, and what to do with the gaps you find.",
    category: ["Total Rewards"],
    paragraphs: [
      "A pay equity audit compares the pay of people doing work of equal value and asks whether any differences can be explained by legitimate factors such as experience, location or performance.",
      "Start by grouping roles into comparable levels, then run a regression with the factors you consider legitimate. Any gap that remains by gender or ethnicity needs an explanation or a correction.",
      "Budget for the fixes before you start. An audit that finds gaps and leaves them in place creates more legal risk than not looking at all.",
    ],
    list: {
      heading: "What you will need",
      items: [
        "Base pay, bonus and allowances for every employee",
        "A job architecture with levels",
        "Legal advice on how results will be shared",
      ],
    },
  },
  {
    title: "Salary Bands in the Age of Pay Transparency",
    subTitle: "When ranges appear in job ads, your internal bands become public too.",
    category: ["Total Rewards"],
    paragraphs: [
      "Pay-transparency laws in many US states, and the EU directive due in national law from June 2026, require employers to publish pay ranges. Employees compare those ranges with their own pay within days.",
      "Review your bands before your first transparent job ad goes live. Ranges that are too wide look evasive, and ranges that are too narrow leave no room for experience.",
      "Prepare managers for the questions that will follow. An employee paid below the range advertised for their own job deserves a clear answer and, often, a raise.",
    ],
  },
  {
    title: "Long-Term Incentives Beyond the Executive Suite",
    subTitle: "Share plans for all employees can build loyalty, if people understand them.",
    category: ["Total Rewards"],
    paragraphs: [
      "Long-term incentives have traditionally been reserved for senior leaders. More companies now extend share plans to all employees, hoping to build a sense of ownership.",
      "The value depends on understanding. Employees who do not know what their shares are worth, or when they vest, treat the plan as a lottery ticket rather than a reason to stay.",
      "Send a simple annual statement that shows vested and unvested value in money, not just in numbers of shares.",
    ],
  },
  {
    title: "Total Rewards Statements People Read",
    subTitle: "One page, real numbers, and the benefits employees forget they have.",
    category: ["Total Rewards", "Benefits"],
    paragraphs: [
      "Most employees underestimate the value of their benefits by a wide margin. A total rewards statement is the cheapest way to close that gap.",
      "Keep it to one page: base pay, bonus, pension contributions, insurance and any allowances, each in money. Add a short list of benefits people rarely use, such as the employee assistance programme.",
      "Send it at the moment people think about pay, usually just after the annual review, rather than in a separate campaign.",
    ],
  },
  {
    title: "Bonus Plans That Reward the Right Things",
    subTitle: "Simple formulas, clear targets, and payouts people can predict.",
    category: ["Total Rewards"],
    paragraphs: [
      "A bonus plan motivates only if employees understand how their actions affect the payout. Plans with five weighted measures and a discretionary modifier rarely pass that test.",
      "Limit the plan to two or three measures, publish the targets at the start of the year and show progress every quarter.",
      "Test the formula against last year's results before launch. If it would have paid out in a way nobody thinks is fair, change it now rather than explaining it later.",
    ],
  },
  {
    title: "Mental Health Benefits: Access Matters More Than Apps",
    subTitle: "Employees need a conversation with a professional within days, not a meditation library.",
    category: ["Benefits"],
    paragraphs: [
      "Spending on mental health benefits has risen sharply, much of it on apps and digital platforms. Usage data often shows that few employees open them after the first month.",
      "What people value most is quick access to a qualified professional. Check how long it really takes to get a first appointment through your employee assistance programme or insurance.",
      "Train managers to notice signs of distress and to know where to refer people. That costs little and reaches people an app never will.",
    ],
  },
  {
    title: "Parental Leave Policies: Equal on Paper, Equal in Practice",
    subTitle: "Fathers and second parents take the leave offered only when leaders do.",
    category: ["Benefits"],
    paragraphs: [
      "Many employers now offer the same paid leave to all new parents. Take-up among fathers and second parents, however, remains far lower than among mothers.",
      "The strongest driver of take-up is visible example. When senior men take their full leave and talk about it, others follow.",
      "Plan cover before the leave starts, protect people's projects while they are away and track take-up and return rates by gender.",
    ],
  },
  {
    title: "Flexible Benefits: Choice Without Confusion",
    subTitle: "A menu of options helps only if employees can compare them.",
    category: ["Benefits"],
    paragraphs: [
      "Flexible benefits let employees choose the mix that suits their life, trading, for example, extra holiday for a larger pension contribution.",
      "Too much choice leads many people to stick with the default. Offer a small number of well-explained options, each with its cost shown in money per month.",
      "Review the defaults every year. For most employees, the default is the plan.",
    ],
  },
  {
    title: "Retirement Plan Enrolment: Make Saving the Default",
    subTitle: "Automatic enrolment and gentle escalation do more than any seminar.",
    category: ["Benefits", "Total Rewards"],
    paragraphs: [
      "Automatic enrolment has transformed retirement saving in the UK and elsewhere. Participation jumps when employees must opt out rather than opt in.",
      "Automatic escalation, which raises contributions a little each year, lifts savings further without a visible drop in take-home pay.",
      "Pair the defaults with a clear annual statement of projected retirement income, so people can see whether they are on track.",
    ],
  },
  {
    title: "Wellbeing Budgets: Let Employees Decide",
    subTitle: "A yearly allowance employees spend on what helps them most.",
    category: ["Benefits"],
    paragraphs: [
      "Instead of choosing wellbeing programmes for everyone, some employers give each employee an annual allowance to spend on gym memberships, therapy, childcare or equipment.",
      "Allowances are popular and easy to explain, but they are often taxable. Check local rules before launch and say clearly how tax is handled.",
      "Look at what people spend the money on. It tells you more about their needs than any survey.",
    ],
  },
  {
    title: "Onboarding Analytics: The First Ninety Days in Numbers",
    subTitle: "Early leavers tell you where your hiring promise and reality diverge.",
    category: ["People Analytics", "Talent Acquisition"],
    paragraphs: [
      "People who leave within ninety days are the clearest signal that something in hiring or onboarding is broken. They are also expensive, costing the full price of recruitment with little return.",
      "Track early attrition by team, role and recruiter, and ask every early leaver one question: what was different from what you expected?",
      "The answers often point to job ads that oversell, managers who are not ready for a new starter, or equipment that arrives two weeks late.",
    ],
  },
  {
    title: "Learning Experience Platforms: Curate Before You Buy",
    subTitle: "A library of ten thousand courses helps nobody find the right one.",
    category: ["HR Technology", "Performance Management"],
    paragraphs: [
      "Learning experience platforms promise personalised recommendations from vast content libraries. Without curation, employees face endless choice and little guidance.",
      "Start with the five skills your organisation most needs this year and build short learning paths for each, mixing external content with internal experts.",
      "Measure completion of those paths and, more importantly, whether people apply what they learned in their work.",
    ],
  },
  {
    title: "Pay Transparency Reporting: Preparing for the EU Directive",
    subTitle: "Gender pay gap reports, job-level data and the right to information are coming.",
    category: ["Payroll", "Total Rewards"],
    paragraphs: [
      "The EU Pay Transparency Directive must be in member states' law by June 2026. Employers with 100 or more employees will report gender pay gaps, and every employee will have the right to ask about average pay for work of equal value.",
      "Most payroll systems hold the data but not in the shape the reports need. Map job levels, agree which pay elements count and run a trial report now.",
      "Gaps of five percent or more that cannot be explained will require a joint pay assessment with employee representatives. Finding them early leaves time to fix them.",
    ],
  },
];
