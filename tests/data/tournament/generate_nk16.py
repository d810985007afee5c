# Generates the scripted 16-player example tournament (tests/data/tournament/) and, with an
# implementation of R60 written independently of the C++ code, its expected standings.
import json, random, os
out = os.path.dirname(os.path.abspath(__file__))
names = ["Anna","Bram","Cor","Dirk","Eef","Fenna","Gijs","Hanna","Ids","Joke","Kees","Lies","Mart","Nel","Otto","Piet"]
clubs = ["Leimuiden","Leiden","Alphen","Leimuiden","Woerden","Leiden","Gouda","Alphen","Leimuiden","Woerden","Gouda","Leiden","Alphen","Woerden","Gouda","Leimuiden"]
cats = {"Anna":"dame","Eef":"dame nieuw","Fenna":"dame","Hanna":"dame","Joke":"dame","Lies":"dame","Nel":"dame","Ids":"nieuw","Otto":"nieuw"}
with open(f'{out}/players16.csv','w', encoding='utf-8') as f:
    f.write('\ufeffnaam;club;categorie\n')
    for n,c in zip(names,clubs):
        f.write(f'{n};{c};{cats.get(n,"")}\n')
# GF(4) multiplication, elements 0,1,a=2,a+1=3, addition is XOR
mul = [[0,0,0,0],[0,1,2,3],[0,2,3,1],[0,3,1,2]]
def pid(x,y): return 4*x+y   # index into names
rounds = []
# slope inf: x = c ; slopes m in 0,1,2,3: y = m*x ^ c
classes = [('inf',None),0,1,2,3]
for cls in classes:
    tables = []
    for c in range(4):
        if cls == ('inf',None):
            pts = [pid(c,y) for y in range(4)]
        else:
            pts = [pid(x, mul[cls][x]^c) for x in range(4)]
        tables.append(pts)
    rounds.append(tables)
late = names.index("Piet")     # Piet arrives for round 2
withdrawn = names.index("Otto") # Otto leaves after round 4 (withdrawn from round 5)
seatings = []
for r,tables in enumerate(rounds, start=1):
    ts = []
    for t in tables:
        t = [p for p in t if not (r < 2 and p == late) and not (r >= 5 and p == withdrawn)]
        ts.append(t)
    seatings.append(ts)
    with open(f'{out}/round{r}.csv','w') as f:
        f.write('tafel,naam\n')
        for i,t in enumerate(ts, start=1):
            for p in t: f.write(f'{i},{names[p]}\n')
outcomes4 = [[10,8,4,1],[10,8,4,1],[10,8,4,1],[10,10,4,1],[10,8,4,0],[10,8,0,0],[10,0,0,0]]
rng = random.Random(20261107)
script = []
script.append('new --name "NK Bonaken 2026 (voorbeeld)" --date 2026-11-07 --rounds 5 --games-per-round 2')
script.append('players import players16.csv')
script.append('players late Piet --from-round 2')
results = {}  # (r,t,g) -> {name: pts}
for r,ts in enumerate(seatings, start=1):
    if r == 5:
        script.append('players withdraw Otto --from-round 5')
    script.append(f'tables set --round {r} round{r}.csv')
    for ti,t in enumerate(ts, start=1):
        for g in (1,2):
            o = list(rng.choice(outcomes4)) if len(t)==4 else [10,8,4]
            rng.shuffle(o)
            res = {names[p]:v for p,v in zip(t,o)}
            results[(r,ti,g)] = res
            pts = ','.join(f'{k}={v}' for k,v in res.items())
            if (r,ti,g) == (2,1,1):
                # entered wrongly first (the points of two players swapped), corrected at the end of the round
                ks = list(res.keys()); wrong = dict(res); wrong[ks[0]], wrong[ks[1]] = res[ks[1]], res[ks[0]]
                if wrong == res: wrong[ks[0]], wrong[ks[2]] = res[ks[2]], res[ks[0]]
                script.append(f'result --round {r} --table {ti} --game {g} --points "' + ','.join(f'{k}={v}' for k,v in wrong.items()) + '"')
                continue
            if (r,ti,g) == (3,2,2):
                # a slip of the keyboard, undone at once
                ks = list(res.keys())
                script.append(f'result --round {r} --table {ti} --game {g} --points "' + ','.join(f'{k}={v}' for k,v in zip(ks,[10,8,4,1])) + '"')
                script.append('undo')
            if (r,ti,g) == (4,3,1):
                # an impossible sheet is refused (exit 1) and changes nothing
                ks = list(res.keys())
                script.append(f'!1 result --round {r} --table {ti} --game {g} --points "' + ','.join(f'{k}={v}' for k,v in zip(ks,[10,10,10,4])) + '"')
            script.append(f'result --round {r} --table {ti} --game {g} --points "{pts}"')
        if r == 2 and ti == 4:
            res = results[(2,1,1)]
            script.append('result --round 2 --table 1 --game 1 --points "' + ','.join(f'{k}={v}' for k,v in res.items()) + '"')
# independent R60 ladder
tot = {n:[0,0,0,0,0,0,0] for n in names}  # points, 10s, 8s, 4s, 1s, 0s, games
for res in results.values():
    for n,v in res.items():
        a = tot[n]; a[0]+=v; a[6]+=1
        if v==10: a[1]+=1
        elif v==8: a[2]+=1
        elif v==4: a[3]+=1
        elif v==1: a[4]+=1
        elif v==0: a[5]+=1
key = lambda n: tuple(tot[n][:5])
order = sorted(names, key=lambda n: (tuple(-x for x in key(n)), names.index(n)))
expected = []
for i,n in enumerate(order):
    rank = i+1
    for j in range(i):
        if key(order[j]) == key(n): rank = j+1; break
    a = tot[n]
    expected.append({"rank":rank,"name":n,"points":a[0],"tens":a[1],"eights":a[2],"fours":a[3],"ones":a[4],"zeros":a[5],"games":a[6]})
with open(f'{out}/nk16-script.txt','w') as f:
    f.write('# The scripted example tournament: 16 players, five rounds seated by the affine plane of\n')
    f.write('# order 4 (nobody meets twice), Piet late from round 2, Otto withdrawn from round 5.\n')
    f.write('# One command per line after --db FILE; "!N " expects exit code N.\n')
    for l in script: f.write(l+'\n')
    # The final (R61): Otto is withdrawn and refused; Fenna and Hanna end level (12 each, one 8
    # and one 4) and Fenna qualified higher; Nel and Piet level (11) and Nel qualified higher.
    f.write('!1 result --final --game 1 --points "Nel=10,Fenna=8,Hanna=4,Otto=1"\n')
    f.write('result --final --game 1 --points "Nel=10,Fenna=8,Hanna=4,Piet=1"\n')
    f.write('result --final --game 2 --points "Piet=10,Hanna=8,Fenna=4,Nel=1"\n')
with open(f'{out}/nk16-expected-standings.json','w') as f:
    json.dump(expected, f, indent=1, ensure_ascii=False); f.write('\n')
for e in expected: print(e)
